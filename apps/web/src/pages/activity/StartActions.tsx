// The way to start for someone with nothing yet: list an item, or browse.
import { Button, LinkBase } from '@pinjam/ui';
import { pathTo } from '../../routes/paths';
import * as styles from './ActivityList.css';

export function StartActions({ list, browse }: { list: string; browse: string }) {
  return (
    <div className={styles.actions}>
      <Button asChild>
        <LinkBase href={pathTo('add-item')}>{list}</LinkBase>
      </Button>
      <Button asChild tone="neutral">
        <LinkBase href={pathTo('search')}>{browse}</LinkBase>
      </Button>
    </div>
  );
}
