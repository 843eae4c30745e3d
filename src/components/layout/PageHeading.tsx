import { Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A signed-in page's title and the sentence under it, with what the page adds below them. */
export function PageHeading({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children?: ReactNode;
}) {
  return (
    <div>
      <Title order={1} fz={{ base: 28, sm: 36 }}>
        {title}
      </Title>
      <Text c="dimmed" size="sm">
        {intro}
      </Text>
      {children}
    </div>
  );
}
