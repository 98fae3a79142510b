import { Bell, Menu, X } from 'lucide-react';
import { lazy, Suspense, useEffect } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { Logo } from '../components/logo';
import { Button } from '../components/ui/button';
import { useAuth } from '../lib/auth';
import { cn } from '../lib/cn';
import { useDisclosure } from '../lib/use-disclosure';

// Its own chunk, loaded only for a signed-in visitor: the popover and the polling stay off public pages.
const NotificationBell = lazy(() =>
  import('./notification-bell').then((module) => ({ default: module.NotificationBell })),
);

/** Where the bell will be, while its code loads: the same size, so nothing moves. */
const bellPlaceholder = (
  <span aria-hidden="true" className="inline-flex size-11 items-center justify-center text-muted">
    <Bell className="size-5" />
  </span>
);

const barLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-full px-3 py-2 text-base font-medium transition-colors duration-150 hover:bg-ink/5 hover:text-ink',
    isActive ? 'text-ink' : 'text-muted',
  );

const menuLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex items-center rounded-card px-4 py-3 text-lg font-medium transition-colors hover:bg-ink/5',
    isActive ? 'bg-sage/10 text-sage-hover' : 'text-ink',
  );

type HeaderLinkProps = { to: string; children: string };

/** A link in the bar (wide screens); NavLink marks the current page's. */
const BarLink = (props: HeaderLinkProps) => <NavLink {...props} className={barLinkClass} />;

/** A link in the menu a phone opens. */
const MenuLink = (props: HeaderLinkProps) => <NavLink {...props} className={menuLinkClass} />;

/**
 * "List Your Studio": an owner goes to their dashboard; a signed-in student is offered to list a
 * studio with the account they have (not a second one); anyone else signs up as a Studio Owner.
 */
function ListYourStudioButton({ signedIn, isStudioOwner }: { signedIn: boolean; isStudioOwner: boolean }) {
  const to = isStudioOwner
    ? '/studio-dashboard'
    : signedIn
      ? '/list-your-studio'
      : '/auth?mode=signup&type=studio';
  return (
    <Button asChild variant="secondary" size="sm">
      <Link to={to}>List Your Studio</Link>
    </Button>
  );
}

export function SiteHeader() {
  const { user, signOut } = useAuth();
  const menu = useDisclosure();
  const { open: menuOpen, setOpen: setMenuOpen } = menu;
  const { pathname } = useLocation();
  const isStudioOwner = user?.userType === 'studio';
  // An operator runs the marketplace, not a studio: the console instead of "List Your Studio".
  const isOperator = user?.userType === 'operator';

  // biome-ignore lint/correctness/useExhaustiveDependencies: navigating anywhere closes the menu.
  useEffect(() => {
    setMenuOpen(false);
  }, [pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen, setMenuOpen]);

  return (
    <header className="sticky top-0 z-40 border-b border-line bg-sand/90 backdrop-blur-md supports-[backdrop-filter]:bg-sand/75">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-6 px-4 sm:px-6 lg:px-8">
        <Link to="/" className="rounded-lg" aria-label="Attune home">
          <Logo />
        </Link>

        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          <BarLink to="/browse">Browse</BarLink>
          <BarLink to="/studios">Studios</BarLink>
          {/* The spec's About has no target; it leads to the story page rather than look like a dead link. */}
          <BarLink to="/our-story">About</BarLink>
        </nav>

        <div className="ml-auto hidden items-center gap-2 md:flex">
          {user ? (
            <>
              <BarLink to="/dashboard">Dashboard</BarLink>
              {isStudioOwner && <BarLink to="/studio-dashboard">Studio</BarLink>}
              {isOperator && <BarLink to="/operator">Operator</BarLink>}
              <Button variant="ghost" size="sm" onClick={signOut}>
                Sign Out
              </Button>
            </>
          ) : (
            <Button asChild variant="ghost" size="sm">
              <Link to="/auth">Sign In</Link>
            </Button>
          )}
          {!isOperator && <ListYourStudioButton signedIn={user !== null} isStudioOwner={isStudioOwner} />}
        </div>

        <div className="ml-auto flex items-center gap-1 md:ml-0">
          {user && (
            <Suspense fallback={bellPlaceholder}>
              <NotificationBell />
            </Suspense>
          )}
          <Button
            variant="ghost"
            size="icon"
            className="md:hidden"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            {...menu.toggle}
          >
            {menuOpen ? (
              <X aria-hidden="true" className="size-6!" />
            ) : (
              <Menu aria-hidden="true" className="size-6!" />
            )}
          </Button>
        </div>
      </div>

      {menuOpen && (
        <div id={menu.panelId} className="animate-fade-in border-t border-line bg-sand md:hidden">
          <nav aria-label="Mobile" className="mx-auto flex max-w-7xl flex-col gap-1 px-4 py-4">
            <MenuLink to="/browse">Browse Classes</MenuLink>
            <MenuLink to="/studios">Studios</MenuLink>
            {user && (
              <>
                <MenuLink to="/dashboard">Dashboard</MenuLink>
                <MenuLink to="/bookings">My Bookings</MenuLink>
                {isStudioOwner && <MenuLink to="/studio-dashboard">Studio</MenuLink>}
                {isOperator && <MenuLink to="/operator">Operator</MenuLink>}
              </>
            )}
          </nav>
          <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-3 border-t border-line px-4 py-4">
            {user ? (
              <Button variant="secondary" size="sm" onClick={signOut}>
                Sign Out
              </Button>
            ) : (
              <Button asChild size="sm">
                <Link to="/auth">Sign In</Link>
              </Button>
            )}
            {!isOperator && <ListYourStudioButton signedIn={user !== null} isStudioOwner={isStudioOwner} />}
          </div>
        </div>
      )}
    </header>
  );
}
