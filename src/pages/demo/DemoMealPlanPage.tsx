import { Container, Title } from '@mantine/core';

export function DemoMealPlanPage() {
  return (
    <Container size="lg" py="xl">
      <Title order={1}>SAMPLE MEAL PLAN</Title>
    </Container>
  );
}
