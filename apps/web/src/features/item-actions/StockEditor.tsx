import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { type Item, listings } from '@pinjam/api';
import { z } from '@pinjam/api/contract';
import { useMessages, useToast } from '@pinjam/ui';
import { SubmitButton, useApiForm, useWrite } from '../../app/forms';
import { viewItemsMessages } from './messages';
import * as styles from './ItemActions.css';

const stockRule = listings.updateStock.body.shape.starting_inventory;

/**
 * The stock of one item, edited in its row (update-item-stock): Enter or Save sends it; a
 * refusal stays beside the number, which keeps what was typed.
 */
export function StockEditor({ item, onSaved }: { item: Item; onSaved: (item: Item) => void }) {
  const t = useMessages(viewItemsMessages);
  const { write } = useWrite(listings.updateStock);
  const { toast } = useToast();
  const { form, submit, failure, clearFailure } = useApiForm({
    // The contract's rule for the stock (1–99), said in the row's own words.
    schema: z.object({
      starting_inventory: z.pipe(
        z.string().check(z.refine((text) => stockRule.safeParse(text.trim()).success, t.stockInvalid)),
        z.transform((text: string) => Number(text.trim())),
      ),
    }),
    defaultValues: { starting_inventory: String(item.starting_inventory) },
    send: async ({ starting_inventory }) => {
      const result = await write({ body: { id: item.id, starting_inventory } });
      if (result.ok) {
        toast({ title: result.data.message || t.stockSaved, tone: 'positive' });
        onSaved(result.data.item);
      }
      return result;
    },
  });
  const { reset } = form;
  useEffect(
    () => reset({ starting_inventory: String(item.starting_inventory) }),
    [item.starting_inventory, reset],
  );
  const text = useWatch({ control: form.control, name: 'starting_inventory' });
  const { isSubmitting, errors } = form.formState;
  const changed = text.trim() !== String(item.starting_inventory);
  const error = errors.starting_inventory?.message ?? failure;
  const inputId = `stock-${item.id}`;
  const errorId = `${inputId}-error`;
  const field = form.register('starting_inventory', { onChange: clearFailure });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <div className={styles.stockForm}>
        <input
          {...field}
          id={inputId}
          className={styles.stockInput}
          type="number"
          inputMode="numeric"
          min={1}
          max={99}
          step={1}
          readOnly={isSubmitting}
          aria-label={t.stockLabel({ title: item.title })}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        {(changed || isSubmitting) && (
          <SubmitButton
            control={form.control}
            size="sm"
            tone="neutral"
            aria-label={t.saveStockLabel({ title: item.title })}
          >
            {t.saveStock}
          </SubmitButton>
        )}
      </div>
      {error && (
        <p id={errorId} className={styles.rowError} role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
