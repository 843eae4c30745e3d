import { Text, Title } from '@mantine/core';

/** A part of the screen's title and the line that says what to do in it. */
export function SectionIntro({ title, how }: { title: string; how: string }) {
  return (
    <div>
      <Title order={3} fz="md">
        {title}
      </Title>
      <Text size="sm" c="dimmed">
        {how}
      </Text>
    </div>
  );
}
