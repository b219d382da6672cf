import type { ReactNode } from 'react';
import type { ApiError, RentalRequest } from '@pinjam/api';
import { Button, EmptyState, Heading, LinkBase, Text } from '@pinjam/ui';
import { Notice, RequestList, type useAnswers } from './RequestRow';
import * as styles from './RequestRow.css';

/** What a request page says around its rows. */
export interface RequestsLayoutTexts {
  title: string;
  intro: string;
  listLabel: string;
  loadError: string;
  emptyTitle: string;
  emptyText: string;
}

/**
 * The page both sides' requests share: the title and intro, the notice of the last answer, the
 * list with its states (each request as the last answer left it), a way on when there is none,
 * and the page's dialogs after the list.
 */
export function RequestsLayout({
  texts,
  query,
  answers,
  emptyAction,
  dialogs,
  children,
}: {
  texts: RequestsLayoutTexts;
  query: {
    data?: { requests: RentalRequest[] };
    error?: ApiError;
    isLoading: boolean;
    mutate: () => unknown;
  };
  answers: ReturnType<typeof useAnswers>;
  emptyAction: { href: string; label: string };
  dialogs: ReactNode;
  children: (request: RentalRequest) => ReactNode;
}) {
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <Heading level={1}>{texts.title}</Heading>
        <Text tone="muted">{texts.intro}</Text>
      </header>
      <Notice notice={answers.notice} />
      <RequestList
        label={texts.listLabel}
        requests={query.data?.requests.map(answers.latest)}
        error={query.error}
        loading={query.isLoading}
        onRetry={() => void query.mutate()}
        loadError={texts.loadError}
        empty={
          <EmptyState
            title={texts.emptyTitle}
            text={texts.emptyText}
            action={
              <Button asChild>
                <LinkBase href={emptyAction.href}>{emptyAction.label}</LinkBase>
              </Button>
            }
          />
        }
      >
        {children}
      </RequestList>
      {dialogs}
    </div>
  );
}
