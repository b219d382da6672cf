import { useNavigate } from 'react-router-dom';
import { listings } from '@pinjam/api';
import { useMessages, useToast } from '@pinjam/ui';
import { useAuth } from '../../../app/auth';
import { useWrite } from '../../../app/forms';
import { pathTo } from '../../../routes/paths';
import { ItemForm } from '../../../features/listing-form/ItemForm';
import { itemFormMessages } from '../../../features/listing-form/messages';
import { PageHeader } from '../PageHeader';
import { useRevalidateItem } from '../../../features/item-actions/revalidate';
import * as styles from '../PageHeader.css';

/** add-item: list a new item (with its photos) for rent, for sale or both. */
export default function AddItemPage() {
  const t = useMessages(itemFormMessages);
  const { write } = useWrite(listings.create);
  const { user } = useAuth();
  const navigate = useNavigate();
  const { toast } = useToast();
  const revalidate = useRevalidateItem();
  return (
    <div className={styles.page}>
      <PageHeader title={t.addTitle} intro={t.addIntro} />
      <ItemForm
        mode="create"
        verified={user?.meta.is_verified ?? false}
        cancelHref={pathTo('my-items')}
        send={(request, { onUploadProgress, signal }) =>
          write({
            body: request.body as never,
            files: { images: request.files },
            onUploadProgress,
            signal,
          })
        }
        onSaved={(item, message) => {
          void revalidate(item.id, item);
          toast({ title: message || t.created, tone: 'positive' });
          navigate(pathTo('view-item', { id: item.id }));
        }}
      />
    </div>
  );
}
