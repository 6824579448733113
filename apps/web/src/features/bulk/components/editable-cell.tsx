import { TextInput } from '@mantine/core';
import { useState } from 'react';

type TEditableCellProps = {
  value: string;
  label: string;
  invalid: boolean;
  edited: boolean;
  disabled: boolean;
  onCommit: (value: string) => void;
};

/**
 * One editable cell of the preview. What is typed is kept here and handed on when the user leaves the cell or
 * presses Enter, so the row's problems are checked once per change rather than on every keystroke.
 */
export function EditableCell({ value, label, invalid, edited, disabled, onCommit }: TEditableCellProps) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  // The cell's value changed from outside (another file, or the contract's edit rule tidied it): show that.
  if (value !== shown) {
    setShown(value);
    setText(value);
  }
  const commit = () => {
    if (text !== value) onCommit(text);
  };
  return (
    <TextInput
      size="xs"
      value={text}
      onChange={(event) => setText(event.currentTarget.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          commit();
        }
      }}
      aria-label={label}
      error={invalid}
      disabled={disabled}
      miw={120}
      styles={edited ? { input: { fontStyle: 'italic', borderColor: 'var(--mantine-color-blue-filled)' } } : undefined}
    />
  );
}
