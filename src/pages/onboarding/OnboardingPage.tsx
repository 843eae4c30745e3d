import { Container, Title } from '@mantine/core';

export function OnboardingPage() {
  return (
    <Container size="lg" py="xl">
      <Title order={1}>CREATE YOUR PROFILE</Title>
    </Container>
  );
}
