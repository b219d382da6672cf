import { Button } from '../Button';
import * as DropdownMenu from '../DropdownMenu/DropdownMenu';
import { LinkBase } from '../Link';
import { AboutTriggerContent } from './menuTriggers';
import { useNavigation } from './navLinks';

/** The About dropdown: the information pages. */
export function AboutMenu() {
  const nav = useNavigation();
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <Button tone="ghost">
          <AboutTriggerContent />
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
