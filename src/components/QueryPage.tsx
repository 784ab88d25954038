import { Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Loading, Title } from 'react-admin';

/** What the page shows of its query (react-query's result). */
interface PageQuery<T> {
  data: T | undefined;
  isPending: boolean;
  error: Error | null;
}

interface QueryPageProps<T> {
  /** The page's title, a catalogue key. */
  title: string;
  query: PageQuery<T>;
  /** The page's content once the data is there. */
  children: (data: T) => ReactNode;
}

/** A page of the cabinet that shows what one query reads: the loader, then the server's message or the content. */
export function QueryPage<T>({ title, query: { data, isPending, error }, children }: QueryPageProps<T>) {
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={title} />
      <CardContent>
        {isPending && <Loading />}
        {error && <Typography color="error">{error.message}</Typography>}
        {data !== undefined && children(data)}
      </CardContent>
    </Card>
  );
}
