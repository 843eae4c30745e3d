import { Group, Loader, Text } from '@mantine/core';

/** One line inside a card that says what is loading, with a small spinner. */
export function LoadingLine({ label }: { label: string }) {
  return (
    <Group gap="xs" role="status">
      <Loader size="xs" aria-hidden />
      <Text size="sm">{label}</Text>
    </Group>
  );
}
