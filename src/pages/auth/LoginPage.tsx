import { Container, Title } from '@mantine/core';

export function LoginPage() {
  return (
    <Container size="lg" py="xl">
      <Title order={1}>LOGIN</Title>
    </Container>
  );
}
