import { Container, Title } from '@mantine/core';

export function CallbackPage() {
  return (
    <Container size="lg" py="xl">
      <Title order={1}>Processing Authentication</Title>
    </Container>
  );
}
