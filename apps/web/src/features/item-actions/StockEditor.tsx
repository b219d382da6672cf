import { useState, type FormEvent } from 'react';
import { contract, type Item } from '@pinjam/api';
import { Button, useMessages, useToast } from '@pinjam/ui';
import { useWrite } from '../../app/forms';
import { viewItemsMessages } from './messages';
import * as styles from './ItemActions.css';

/**
 * The stock of one item, edited in its row (update-item-stock): Enter or Save sends it; a
 * refusal stays beside the number, which keeps what was typed.
 */
export function StockEditor({ item, onSaved }: { item: Item; onSaved: (item: Item) => void }) {
  const t = useMessages(viewItemsMessages);
  const { write } = useWrite(contract.items.updateStock);
  const { toast } = useToast();
  const [text, setText] = useState(String(item.starting_inventory));
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const changed = text.trim() !== String(item.starting_inventory);
  const inputId = `stock-${item.id}`;
  const errorId = `${inputId}-error`;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const stock = /^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN;
    if (!Number.isInteger(stock) || stock < 1 || stock > 99) return setError(t.stockInvalid);
    setError(null);
    setSaving(true);
    const result = await write({
      body: { id: item.id, starting_inventory: stock },
    });
    setSaving(false);
    if (!result.ok)
      return setError(result.error.errors?.starting_inventory?.join(' ') ?? result.error.message);
    toast({ title: result.data.message || t.stockSaved, tone: 'positive' });
    onSaved(result.data.item);
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <div className={styles.stockForm}>
        <input
          id={inputId}
          className={styles.stockInput}
          type="number"
          inputMode="numeric"
          min={1}
          max={99}
          step={1}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setError(null);
          }}
          disabled={saving}
          aria-label={t.stockLabel({ title: item.title })}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        {(changed || saving) && (
          <Button
            type="submit"
            size="sm"
            tone="neutral"
            loading={saving}
            aria-label={t.saveStockLabel({ title: item.title })}
          >
            {t.saveStock}
          </Button>
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
