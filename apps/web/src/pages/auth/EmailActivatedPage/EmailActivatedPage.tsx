import { Button, Text, useMessages } from '@pinjam/ui';
import { accountMessages } from '../messages';
import { Link as RouterLink } from 'react-router-dom';
import { pathTo } from '../../../routes/paths';
import { AuthCard } from '../AuthCard';

export default function EmailActivatedPage() {
  const t = useMessages(accountMessages);
  return (
    <AuthCard title={t.activatedTitle}>
      <Text>{t.activatedText}</Text>
      <Button asChild block>
        <RouterLink to={pathTo('login')}>{t.activatedButton}</RouterLink>
      </Button>
    </AuthCard>
  );
}
