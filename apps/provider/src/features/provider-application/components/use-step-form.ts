import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { type DefaultValues, type FieldValues, type Path, useForm } from 'react-hook-form';
import type { z } from '@marketplace/contracts/zod';
import { applyServerErrors } from '@marketplace/api-client/errors';

/**
 * One step's form: the contract's schema checks it here first, the API's field errors land on
 * the fields, anything else is the form's error.
 */
export function useStepForm<S extends z.ZodMiniType<FieldValues, FieldValues>>(schema: S, defaultValues: DefaultValues<z.input<S>>, save: (values: z.output<S>) => Promise<unknown>, onDone: () => void) {
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<z.input<S>, unknown, z.output<S>>({ resolver: zodResolver(schema as never), defaultValues });
  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await save(values);
      onDone();
    } catch (error) {
      setFormError(applyServerErrors(error, Object.keys(defaultValues as object) as Array<Path<z.input<S>>>, form.setError));
    }
  });
  return { form, onSubmit, formError };
}
