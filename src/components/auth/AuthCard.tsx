import { Card, Center, Container, Loader, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The centered card every account screen sits in; full width on phones. */
export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Container size={460} px={{ base: 'sm', sm: 'md' }} py={{ base: 'lg', sm: 48 }}>
      <Card
        padding={0}
        radius="lg"
        style={{ overflow: 'hidden', borderTop: '6px solid var(--mantine-color-leaf-7)' }}
      >
        <Stack gap="lg" p={{ base: 'lg', sm: 32 }}>
          <Stack gap={6} ta="center">
            <Title order={1} fz={{ base: 26, sm: 30 }}>
              {title}
            </Title>
            {subtitle && (
              <Text c="gray.7" size="sm">
                {subtitle}
              </Text>
            )}
          </Stack>
          {children}
        </Stack>
      </Card>
    </Container>
  );
}

/** A spinner with a line of text, for a step that is under way (verifying a link). */
export function AuthProgressBody({ body }: { body: string }) {
  return (
    <Center role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader aria-hidden />
        <Text c="gray.7" ta="center">
          {body}
        </Text>
      </Stack>
    </Center>
  );
}

/** The busy screen of an account step (processing a callback). */
export function AuthProgress({ title, body }: { title: string; body: string }) {
  return (
    <AuthCard title={title}>
      <AuthProgressBody body={body} />
    </AuthCard>
  );
}
