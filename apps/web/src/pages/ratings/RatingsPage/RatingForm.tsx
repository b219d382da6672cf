import { useEffect, useRef } from 'react';
import { Controller } from 'react-hook-form';
import { RATING_CONTENT_MAX, ratingKeys, ratings, type RatingToGive } from '@pinjam/api';
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
import { SubmitButton, useApiForm, useWrite } from '../../../app/forms';
import { ratingsMessages } from '../messages';
import * as styles from './RatingsPage.css';

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
  const { write } = useWrite(ratings.create, { revalidate: [ratingKeys.mine] });
  const heading = useRef<HTMLHeadingElement>(null);
  const item = order.role === 'buyer' ? order.items[0] : undefined;
  const { form, submit, failure } = useApiForm({
    schema: ratings.create.body,
    defaultValues: {
      order_id: order.order_id,
      user_id: order.other.id,
      rating: undefined as RatingScore | undefined,
      content: '',
      item_id: item?.id,
      item_rating: undefined as RatingScore | undefined,
      item_content: '',
    },
    // The item's rating and its words go together; a refusal of which item shows by its stars.
    fieldOf: (key) => (key === 'item_id' ? 'item_rating' : key),
    send: async ({ item_id, item_rating, item_content, ...body }) => {
      const result = await write({
        body: item_id && item_rating !== undefined ? { ...body, item_id, item_rating, item_content } : body,
      });
      if (result.ok) {
        toast({ title: result.data.message, tone: 'positive' });
        onDone();
      }
      return result;
    },
  });
  const { errors, isSubmitting } = form.formState;

  // Opened from a list or a reminder's link: the keyboard and screen readers start at the form.
  useEffect(() => heading.current?.focus(), [order.order_id]);

  const stars = (
    name: 'rating' | 'item_rating',
    props: { label: string; description?: string; required?: boolean },
  ) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <RatingInput
          {...props}
          name={name}
          value={field.value ?? null}
          onValueChange={field.onChange}
          error={fieldState.error?.message}
        />
      )}
    />
  );

  return (
    <form
      className={styles.form}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby={`rate-${order.order_id}`}
    >
      <Heading level={2} id={`rate-${order.order_id}`} ref={heading} tabIndex={-1}>
        {t.formTitle({ id: order.order_id })}
      </Heading>
      <Text tone="muted">{t.formIntro({ name: order.other.name, date: formatDate(order.rate_by) })}</Text>
      {failure && (
        <Callout tone="critical" announce="alert" title={t.sendError}>
          {failure}
        </Callout>
      )}
      {stars('rating', { label: t.userQuestion({ name: order.other.name }), required: true })}
      <TextArea
        label={t.words}
        maxLength={RATING_CONTENT_MAX}
        showCount
        rows={4}
        error={errors.content?.message}
        {...form.register('content')}
      />
      {item && (
        <>
          {stars('item_rating', { label: t.itemQuestion({ title: item.title }), description: t.itemHint })}
          <TextArea
            label={t.itemWords}
            maxLength={RATING_CONTENT_MAX}
            showCount
            rows={3}
            error={errors.item_content?.message}
            {...form.register('item_content')}
          />
        </>
      )}
      <div className={styles.actions}>
        <SubmitButton control={form.control}>{isSubmitting ? t.sending : t.send}</SubmitButton>
        <Button type="button" tone="neutral" onClick={onCancel}>
          {t.cancel}
        </Button>
      </div>
    </form>
  );
}
