import { Button, Text } from '@pinjam/ui';
import { Link as RouterLink } from 'react-router-dom';
import { pathTo } from '../../routes/paths';
import { AuthCard } from './AuthCard';

export default function EmailActivatedPage() {
  return (
    <AuthCard title="Your account is active">
      <Text>Thanks for confirming your email. You can now log in and start renting, buying and lending.</Text>
      <Button asChild block>
        <RouterLink to={pathTo('login')}>Log in</RouterLink>
      </Button>
    </AuthCard>
  );
}
