import { Button } from '../Button';
import * as DropdownMenu from '../DropdownMenu/DropdownMenu';
import { Icon } from '../Icon';
import { LinkBase } from '../Link';
import { useNavigation } from './navLinks';

/** The About dropdown: the information pages. */
export function AboutMenu() {
  const nav = useNavigation();
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <Button tone="ghost">
          {nav.t.about} <Icon name="chevronDown" size="sm" />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content align="start">
        {nav.about.map((link) => (
          <DropdownMenu.Item key={link.href} asChild>
            <LinkBase href={link.href}>{link.label}</LinkBase>
          </DropdownMenu.Item>
        ))}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
