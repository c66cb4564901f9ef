// The object editor (/builder_cabinet/{id}): a header with publishing, the tabs of PRODUCT §2 chosen by the URL hash.
import type { ComponentType } from 'react';
import { Link, useLocation } from 'react-router';
import type { TBackofficeObject } from '#shared/schemas/backoffice.ts';
import { backofficeTexts } from '#shared/texts/backoffice.ts';
import { PageBackHeader } from '#app/components/ui/back-header.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { DocumentTitle } from '#app/components/ui/document-title.tsx';
import { EmptyState } from '#app/components/ui/empty-state.tsx';
import { AlertIcon } from '#app/components/ui/icons.tsx';
import { PageSpinner } from '#app/components/ui/spinner.tsx';
import { ApiError, errorText } from '#app/lib/api-error.ts';
import { builderObjectTabs, paths, type TBuilderObjectTab } from '#app/lib/paths.ts';
import { useBackofficeObject } from '#app/resources/backoffice.ts';
import { PublishControl } from './publish-control.tsx';
import { AddressTab } from './tabs/address-tab.tsx';
import { BookingAndFixationTab } from './tabs/fixation-settings.tsx';
import { BuildersTab } from './tabs/builders-tab.tsx';
import { CharacteristicsTab } from './tabs/characteristics-tab.tsx';
import { CheckoutTab } from './tabs/checkout-tab.tsx';
import { CommissionTab } from './tabs/commission-tab.tsx';
import { CommunicationsTab } from './tabs/communications-tab.tsx';
import { ContactsTab } from './tabs/contacts-tab.tsx';
import { DescriptionTab } from './tabs/description-tab.tsx';
import { DocumentsTab } from './tabs/documents-tab.tsx';
import { FlatsTab } from './tabs/flats-tab.tsx';
import { InfrastructureTab } from './tabs/infrastructure-tab.tsx';
import { NewsTab } from './tabs/news-tab.tsx';
import { PhotosTab } from './tabs/photos-tab.tsx';
import { QueuesTab } from './tabs/queues-tab.tsx';
import { TrustTab } from './tabs/trust-tab.tsx';
import { WidgetTab } from './tabs/widget-tab.tsx';
import layout from '#app/styles/layout.module.css';
import styles from './object-editor.module.css';

const t = backofficeTexts.editor;

type TTabComponent = ComponentType<{ object: TBackofficeObject }>;

/** Tabs of other features (the inventory import) come from the route, as features import no other feature. */
export type TForeignTabs = Record<Extract<TBuilderObjectTab, 'import'>, TTabComponent>;

const TABS: Record<Exclude<TBuilderObjectTab, keyof TForeignTabs>, TTabComponent> = {
  flats: FlatsTab,
  news: NewsTab,
  address: AddressTab,
  photos: PhotosTab,
  documents: DocumentsTab,
  builders: BuildersTab,
  infrastructure: InfrastructureTab,
  description: DescriptionTab,
  characteristics: CharacteristicsTab,
  communications: CommunicationsTab,
  checkout: CheckoutTab,
  commission: CommissionTab,
  booking: BookingAndFixationTab,
  contacts: ContactsTab,
  widget: WidgetTab,
  queues: QueuesTab,
  trust: TrustTab,
};

/** The tab named by the hash; #flats when there is none or it is unknown. */
export function tabOf(hash: string): TBuilderObjectTab {
  const name = hash.replace(/^#/, '');
  return (builderObjectTabs as readonly string[]).includes(name) ? (name as TBuilderObjectTab) : 'flats';
}

export function ObjectEditor({ id, tabs }: { id: number; tabs: TForeignTabs }) {
  const { hash } = useLocation();
  const tab = tabOf(hash);
  const query = useBackofficeObject(id);

  if (query.isPending) return <PageSpinner />;
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.type === 'NotFound';
    return (
      <EmptyState
        tone={missing ? 'warning' : 'danger'}
        icon={<AlertIcon size={36} />}
        title={missing ? t.notFound : t.loadError}
        text={missing ? t.notFoundHint : errorText(query.error)}
        action={
          missing ? (
            <Link to={paths.builderObjects()}>{t.back}</Link>
          ) : (
            <Button variant="secondary" onClick={() => void query.refetch()}>
              {backofficeTexts.objects.retry}
            </Button>
          )
        }
      />
    );
  }

  const object = query.data;
  const Tab = tab in tabs ? tabs[tab as keyof TForeignTabs] : TABS[tab as keyof typeof TABS];
  return (
    <div className={layout.stack}>
      <DocumentTitle title={object.title} />
      <PageBackHeader label={t.back} fallback={paths.builderObjects()} />
      <header className={styles.header}>
        <h1 className={styles.title}>{object.title}</h1>
        <div className={styles.publish}>
          <PublishControl object={object} />
        </div>
      </header>
      <nav className={styles.tabs} aria-label={t.tabsLabel}>
        {builderObjectTabs.map((name) => (
          <Link
            key={name}
            to={{ hash: name }}
            replace
            className={styles.tab}
            aria-current={name === tab ? 'page' : undefined}
            preventScrollReset
          >
            {t.tabs[name]}
          </Link>
        ))}
      </nav>
      <section className={styles.panel} aria-label={t.tabs[tab]}>
        <Tab key={`${tab}-${object.id}`} object={object} />
      </section>
    </div>
  );
}
