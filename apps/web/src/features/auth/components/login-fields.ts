import { useState, type ChangeEvent, type FormEvent } from 'react';

export type TLoginValues = { email: string; password: string; rememberMe: boolean };
type TTextField = 'email' | 'password';
type TErrors = Partial<Record<TTextField, string>>;

// A light check only: the server decides what a valid address is.
const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+$/.test(value);

/** Validation errors are kept as translation keys, so they follow a language switch. */
function validate(values: TLoginValues): TErrors {
  const errors: TErrors = {};
  const email = values.email.trim();
  if (!email) errors.email = 'auth.login.emailRequired';
  else if (!looksLikeEmail(email)) errors.email = 'auth.login.emailInvalid';
  if (!values.password) errors.password = 'auth.login.passwordRequired';
  return errors;
}

/**
 * The sign-in form's three fields, as @mantine/form's useForm kept them (checked on submit, a field's error
 * cleared when it changes), in a few lines: the sign-in screen is the first download, and @mantine/form was
 * 5 KiB of its brotli (issue 36, item 5). The other forms keep @mantine/form.
 */
export function useLoginFields() {
  const [values, setValues] = useState<TLoginValues>({ email: '', password: '', rememberMe: false });
  const [errors, setErrors] = useState<TErrors>({});

  const setFieldError = (field: TTextField, error: string) => setErrors((current) => ({ ...current, [field]: error }));

  const textProps = (field: TTextField) => ({
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [field]: value }));
      setErrors(({ [field]: _cleared, ...rest }) => rest);
    },
  });

  const rememberMeProps = {
    checked: values.rememberMe,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const checked = event.currentTarget.checked;
      setValues((current) => ({ ...current, rememberMe: checked }));
    },
  };

  const onSubmit = (handle: (values: TLoginValues) => void) => (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length === 0) handle(values);
  };

  return { values, errors, setFieldError, textProps, rememberMeProps, onSubmit };
}
