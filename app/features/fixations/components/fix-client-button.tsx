// «Зафиксировать клиента» on a complex's page, for agents: opens the sheet, whose form and Zod come with the first
// tap, so the object page's first screen stays as it was.
import { lazy, Suspense, useState } from 'react';
import { Role } from '#shared/enums.ts';
import { fixationTexts } from '#shared/texts/fixations.ts';
import { Button } from '#app/components/ui/button.tsx';
import { LockIcon } from '#app/components/ui/icons.tsx';
import { useUser } from '#app/resources/user.ts';

const FixClientSheet = lazy(() => import('./fix-client-sheet.tsx'));

const FIXERS: readonly number[] = [Role.agent, Role.moder, Role.admin];

export function FixClientButton({ objectId, title }: { objectId: number; title: string }) {
  const { data: user } = useUser();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  if (!user || !FIXERS.includes(user.group)) return null;
  return (
    <>
      <Button
        variant="secondary"
        block
        icon={<LockIcon size={20} />}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        {fixationTexts.sheet.open}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <FixClientSheet open={open} onClose={() => setOpen(false)} objectId={objectId} title={title} />
        </Suspense>
      )}
    </>
  );
}
