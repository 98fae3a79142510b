import { Link } from 'react-router';
import { Logo } from '../components/logo';
import { SocialLink } from '../components/social-link';

interface FooterLink {
  label: string;
  to?: string;
}

// Entries without `to` are the footer's placeholders: they lead nowhere yet, so they are drawn as
// plain text, and only real links look like links.
const COLUMNS: Array<{ title: string; links: FooterLink[] }> = [
  {
    title: 'Explore',
    links: [
      { label: 'Browse classes', to: '/browse' },
      { label: 'Studios', to: '/studios' },
      { label: 'Gift cards', to: '/gift-cards' },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'Our story', to: '/our-story' },
      { label: 'Careers', to: '/careers' },
      { label: 'Press', to: '/press' },
    ],
  },
  {
    title: 'Support',
    links: [
      { label: 'Contact us', to: '/contact' },
      { label: 'Help centre', to: '/help' },
      { label: 'Privacy', to: '/privacy' },
      { label: 'Terms', to: '/terms' },
    ],
  },
];

export function SiteFooter() {
  return (
    <footer className="mt-24 border-t border-line bg-surface">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-[1.4fr_repeat(3,1fr)] lg:px-8">
        <div className="flex flex-col gap-4">
          <Logo />
          <p className="max-w-xs text-sm text-muted">
            Yoga, mental health, reiki and sound baths from London's boutique studios and independent
            facilitators.
          </p>
          <SocialLink />
        </div>
        {COLUMNS.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="font-sans text-sm font-semibold tracking-wide text-ink uppercase">
              {column.title}
            </h2>
            <ul className="mt-4 flex flex-col gap-3 text-sm">
              {column.links.map((link) => (
                <li key={link.label}>
                  {link.to ? (
                    <Link
                      to={link.to}
                      className="rounded-sm font-medium text-sage underline-offset-4 transition-colors hover:text-sage-hover hover:underline"
                    >
                      {link.label}
                    </Link>
                  ) : (
                    // Text, not an <a> without href: nothing to click, nothing for search engines to crawl.
                    <span className="text-muted">{link.label}</span>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-line">
        <p className="mx-auto max-w-7xl px-4 py-6 text-sm text-muted sm:px-6 lg:px-8">
          © {new Date().getFullYear()} Attune. Made with care in London.
        </p>
      </div>
    </footer>
  );
}
