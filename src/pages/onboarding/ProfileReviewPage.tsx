import { Container, Title } from '@mantine/core';

export function ProfileReviewPage() {
  return (
    <Container size="lg" py="xl">
      <Title order={1}>YOUR PROFILE SUMMARY</Title>
    </Container>
  );
}
