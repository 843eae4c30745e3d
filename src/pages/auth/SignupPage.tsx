import { Container, Title } from '@mantine/core';

export function SignupPage() {
  return (
    <Container size="lg" py="xl">
      <Title order={1}>CREATE ACCOUNT</Title>
    </Container>
  );
}
