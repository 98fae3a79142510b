import { SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { isNotFound } from '../lib/api-client';
import { FetchError } from './fetch-error';
import { PageTitle } from './page-title';
import { StatusPanel } from './status-panel';
import { Button } from './ui/button';

/** What a detail page's query gives DataState: TanStack Query's result, or any object of that shape. */
interface QueryState<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

interface DataStateProps<T> {
  query: QueryState<T>;
  /** The page's skeleton while the first answer is on its way. */
  loading: ReactNode;
  /** A 404: the thing does not exist (or is not the caller's), and one way on. */
  notFound: { title: string; message: ReactNode; link: { to: string; text: string } };
  /** Any other failure: the spec's text, e.g. "Failed to fetch class", with a way to try again. */
  errorTitle: string;
  children: (data: T) => ReactNode;
}

/** The loading / not-found / error ladder every detail page walks before it has its data. */
export function DataState<T>({ query, loading, notFound, errorTitle, children }: DataStateProps<T>) {
  if (query.isPending) return loading;
  if (query.isError || query.data === undefined) {
    if (!isNotFound(query.error)) {
      return <FetchError title={errorTitle} titleAs="h1" onRetry={() => void query.refetch()} />;
    }
    return (
      <>
        <PageTitle>{notFound.title}</PageTitle>
        <StatusPanel
          icon={SearchX}
          title={notFound.title}
          titleAs="h1"
          action={
            <Button asChild>
              <Link to={notFound.link.to}>{notFound.link.text}</Link>
            </Button>
          }
        >
          <p>{notFound.message}</p>
        </StatusPanel>
      </>
    );
  }
  return children(query.data);
}
