import { useState, type ReactNode } from 'react';
import { catalogue, errorCodes, type Item } from '@pinjam/api';
import { Link, useMessages, useToast } from '@pinjam/ui';
import { pathTo } from '../../routes/paths';
import { useWrite } from '../../app/forms';
import { viewItemsMessages } from './messages';
import { useRevalidateItem } from './revalidate';

export type ItemAction = 'enable' | 'disable' | 'delete';

/**
 * The owner's actions on their listings (seed: enable, disable, delete "after which the list
 * reloads"): which item is busy, each item's last refusal, and `act` to run one.
 */
export function useItemActions() {
  const t = useMessages(viewItemsMessages);
  const writes = {
    enable: useWrite(catalogue.enable).write,
    disable: useWrite(catalogue.disable).write,
    delete: useWrite(catalogue.delete).write,
  };
  const { toast } = useToast();
  const revalidate = useRevalidateItem();
  const [busy, setBusy] = useState<Record<number, ItemAction | undefined>>({});
  const [refusals, setRefusals] = useState<Record<number, ReactNode>>({});

  const setFor = <T,>(set: (f: (c: Record<number, T>) => Record<number, T>) => void, id: number, value: T) =>
    set((current) => ({ ...current, [id]: value }));

  async function act(item: Item, action: ItemAction) {
    setFor(setBusy, item.id, action);
    setFor(setRefusals, item.id, null);
    const result = await writes[action]({ params: { id: item.id } });
    setFor(setBusy, item.id, undefined);
    if (!result.ok) {
      const { error } = result;
      setFor(
        setRefusals,
        item.id,
        <>
          {error.message}{' '}
          {error.code === errorCodes.verificationRequired && (
            <Link href={pathTo('verification')}>{t.verify}</Link>
          )}
        </>,
      );
      return;
    }
    toast({ title: result.data.message, tone: 'positive' });
    await revalidate(item.id, 'item' in result.data ? (result.data.item as Item) : undefined);
  }

  return { busy, refusals, act, revalidate };
}

export type ItemActions = ReturnType<typeof useItemActions>;
