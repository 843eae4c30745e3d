import { Container, Title } from '@mantine/core';

export function ResetPasswordPage() {
  return (
    <Container size="lg" py="xl">
      <Title order={1}>RESET PASSWORD</Title>
    </Container>
  );
}
