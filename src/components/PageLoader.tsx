import { Center, Loader, Stack, Text } from '@mantine/core';

export function PageLoader({ label }: { label?: string }) {
  return (
    <Center mih="40vh" role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader aria-hidden />
        <Text c="dimmed">{label ?? 'Loading...'}</Text>
      </Stack>
    </Center>
  );
}
