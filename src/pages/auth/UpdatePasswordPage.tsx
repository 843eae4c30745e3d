import { Container, Title } from '@mantine/core';

export function UpdatePasswordPage() {
  return (
    <Container size="lg" py="xl">
      <Title order={1}>UPDATE PASSWORD</Title>
    </Container>
  );
}
