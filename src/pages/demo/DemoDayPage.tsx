import { Container, Title } from '@mantine/core';

export function DemoDayPage() {
  return (
    <Container size="lg" py="xl">
      <Title order={1}>Sample Day</Title>
    </Container>
  );
}
