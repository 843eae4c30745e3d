import { Alert, CloseButton, Group, Text, type AlertProps } from '@mantine/core';

/** A light alert with one message and a close button (a card's notice above its content). */
export function DismissibleAlert({
  message,
  dismissLabel,
  onDismiss,
  ...alert
}: Omit<AlertProps, 'children' | 'variant'> & {
  message: string;
  dismissLabel: string;
  onDismiss: () => void;
  role?: string;
  'data-testid'?: string;
}) {
  return (
    <Alert variant="light" {...alert}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        {/* A long email address in the message wraps instead of widening a phone's page. */}
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {message}
        </Text>
        <CloseButton size="sm" aria-label={dismissLabel} onClick={onDismiss} />
      </Group>
    </Alert>
  );
}
