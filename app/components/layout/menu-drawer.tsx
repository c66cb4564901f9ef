// The menu's chunk: the phone's drawer with the menu in it, and the menu alone for the desktop's sidebar. It comes
// after the first screen (app-shell.tsx loads it once the first content is drawn, or when the menu is wanted).
import { appTexts } from '#shared/texts/app.ts';
import { Drawer } from '#app/components/ui/drawer.tsx';
import { MainMenu } from './main-menu.tsx';

export { MainMenu as SideMenu };

export function MenuDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Drawer open={open} onClose={onClose} label={appTexts.menu.title}>
      <MainMenu onNavigate={onClose} onClose={onClose} />
    </Drawer>
  );
}
