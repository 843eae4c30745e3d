import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useState } from 'react';

/** A password input whose show/hide toggle is a labelled, focusable button. */
export function PasswordField(props: PasswordInputProps & { label: string }) {
  const [visible, setVisible] = useState(false);
  return (
    <PasswordInput
      {...props}
      visible={visible}
      onVisibilityChange={setVisible}
      visibilityToggleButtonProps={{
        'aria-label': `${visible ? 'Hide' : 'Show'} ${props.label.toLowerCase()}`,
        tabIndex: 0,
      }}
    />
  );
}
