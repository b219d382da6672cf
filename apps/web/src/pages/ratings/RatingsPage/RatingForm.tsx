import { useEffect, useRef, useState, type FormEvent } from 'react';
import { contract, RATING_CONTENT_MAX, type RatingToGive, ratingKeys } from '@pinjam/api';
import { formatDate } from '@pinjam/api/domain';
import {
  Button,
  Callout,
  Heading,
  RatingInput,
  Text,
  TextArea,
  useMessages,
  useToast,
  type RatingScore,
} from '@pinjam/ui';
import { useWrite } from '../../../app/forms';
import { ratingsMessages } from '../messages';
import * as styles from './RatingsPage.css';

type Errors = Record<string, string | undefined>;

/**
 * One order's rating: stars (a radio group: arrows choose) and words for the other side, and for
 * the buyer the item too. The server's 422 shows beside each field; success says the seed's words.
 */
export function RatingForm({
  order,
  onDone,
  onCancel,
}: {
  order: RatingToGive;
  onDone(): void;
  onCancel(): void;
}) {
  const t = useMessages(ratingsMessages);
  const { toast } = useToast();
  const { write, writing } = useWrite(contract.ratings.create, { revalidate: [ratingKeys.mine] });
  const [rating, setRating] = useState<RatingScore | null>(null);
  const [itemRating, setItemRating] = useState<RatingScore | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const item = order.role === 'buyer' ? order.items[0] : undefined;

  // Opened from a list or a reminder's link: the keyboard and screen readers start at the form.
  useEffect(() => heading.current?.focus(), [order.order_id]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    if (rating === null) return setErrors({ rating: t.chooseStars });
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '');
    const result = await write({
      body: {
        order_id: order.order_id,
        rating,
        content: text('content'),
        user_id: order.other.id,
        ...(item && itemRating !== null
          ? { item_id: item.id, item_rating: itemRating, item_content: text('item_content') }
          : {}),
      },
    });
    if (result.ok) {
      toast({ title: result.data.message, tone: 'positive' });
      return onDone();
    }
    const fields = result.error.errors ?? {};
    setErrors(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v.join(' ')])));
    if (!result.error.errors) setFailure(result.error.message);
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby={`rate-${order.order_id}`}>
      <Heading level={2} id={`rate-${order.order_id}`} ref={heading} tabIndex={-1}>
        {t.formTitle({ id: order.order_id })}
      </Heading>
      <Text tone="muted">{t.formIntro({ name: order.other.name, date: formatDate(order.rate_by) })}</Text>
      {failure && (
        <Callout tone="critical" announce="alert" title={t.sendError}>
          {failure}
        </Callout>
      )}
      <RatingInput
        label={t.userQuestion({ name: order.other.name })}
        name="rating"
        value={rating}
        onValueChange={(v) => {
          setRating(v);
          setErrors((e) => ({ ...e, rating: undefined }));
        }}
        error={errors.rating}
        required
      />
      <TextArea
        label={t.words}
        name="content"
        maxLength={RATING_CONTENT_MAX}
        showCount
        rows={4}
        error={errors.content}
      />
      {item && (
        <>
          <RatingInput
            label={t.itemQuestion({ title: item.title })}
            description={t.itemHint}
            name="item_rating"
            value={itemRating}
            onValueChange={setItemRating}
            error={errors.item_rating ?? errors.item_id}
          />
          <TextArea
            label={t.itemWords}
            name="item_content"
            maxLength={RATING_CONTENT_MAX}
            showCount
            rows={3}
            error={errors.item_content}
          />
        </>
      )}
      <div className={styles.actions}>
        <Button type="submit" loading={writing}>
          {writing ? t.sending : t.send}
        </Button>
        <Button type="button" tone="neutral" onClick={onCancel}>
          {t.cancel}
        </Button>
      </div>
    </form>
  );
}
