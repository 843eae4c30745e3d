import { Container, Title } from '@mantine/core';

export function DemoShoppingListPage() {
  return (
    <Container size="lg" py="xl">
      <Title order={1}>SHOPPING LIST</Title>
    </Container>
  );
}
