import { Button } from '../Button';
import * as DropdownMenu from '../DropdownMenu/DropdownMenu';
import { Icon } from '../Icon';
import { LinkBase } from '../Link';
import { aboutLinks } from './navLinks';

/** The About dropdown: the information pages. */
export function AboutMenu() {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <Button tone="ghost">
          About <Icon name="chevronDown" size="sm" />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content align="start">
        {aboutLinks.map((link) => (
          <DropdownMenu.Item key={link.href} asChild>
            <LinkBase href={link.href}>{link.label}</LinkBase>
          </DropdownMenu.Item>
        ))}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
