import { Card, Text } from '@mantine/core';

/** What a page shows where its list would be, when the list is empty: what and how to fill it. */
export function EmptyCard({ title, how }: { title: string; how: string }) {
  return (
    <Card withBorder radius="lg">
      <Text fw={700}>{title}</Text>
      <Text size="sm" c="dimmed">
        {how}
      </Text>
    </Card>
  );
}
