import { Center, Loader, Stack, Text } from '@mantine/core';

/**
 * The loading state of a page. `fillScreen` makes it as tall as the screen, for a page whose
 * content is taller than that once it arrives: the site footer then starts below the fold and
 * is not seen jumping down when the page replaces the loader (a layout shift).
 */
export function PageLoader({
  label,
  fillScreen = false,
}: {
  label?: string;
  fillScreen?: boolean;
}) {
  return (
    <Center mih={fillScreen ? '100dvh' : '40vh'} role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader aria-hidden />
        <Text c="dimmed">{label ?? 'Loading...'}</Text>
      </Stack>
    </Center>
  );
}
