import { Card, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A titled card that is a section of its page (named by its heading), with its content, or the
 * line it shows when it has none.
 */
export function SectionCard({
  id,
  title,
  titleGap = 'sm',
  empty = null,
  children,
}: {
  id: string;
  title: string;
  /** The space under the title: less when a line of introduction follows it. */
  titleGap?: 'sm' | 4;
  empty?: string | null;
  children: ReactNode;
}) {
  return (
    <Card component="section" aria-labelledby={id}>
      <Title order={2} fz="lg" id={id} mb={titleGap}>
        {title}
      </Title>
      {empty !== null ? <Text c="dimmed">{empty}</Text> : children}
    </Card>
  );
}
