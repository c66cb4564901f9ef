// The section's publish button for the chessboard editor's header (the route puts it there). The answer is written
// into the building page's list at once, so going back to it never shows the old state while it reloads.
import { useQueryClient } from '@tanstack/react-query';
import type { TSectionsPage } from '#shared/schemas/chess-editor.ts';
import { ru } from '#shared/texts/ru.ts';
import { chessEditorTexts } from '#shared/texts/chess-editor.ts';
import { updateSection } from '../api/changes.ts';
import { pavilionKeys } from '../api/pavilion-keys.ts';
import { PublishToggle } from './publish-toggle.tsx';

export function SectionPublishControl({
  pavilionId,
  sectionId,
  published,
}: {
  pavilionId: number;
  sectionId: number;
  published: boolean;
}) {
  const client = useQueryClient();
  const change = async (next: boolean) => {
    const summary = await updateSection(pavilionId, sectionId, { published: next });
    client.setQueryData<TSectionsPage>(pavilionKeys.pavilion(pavilionId), (page) =>
      page ? { ...page, data: page.data.map((s) => (s.id === summary.id ? summary : s)) } : page,
    );
    return summary;
  };
  return (
    <PublishToggle
      published={published}
      unpublishQuestion={ru.backoffice.unpublishSection}
      labels={{ publish: chessEditorTexts.editor.publish, unpublish: chessEditorTexts.editor.unpublish }}
      onChange={change}
    />
  );
}
