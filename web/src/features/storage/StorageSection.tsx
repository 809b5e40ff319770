import { Text } from '@mantine/core';
import { IconDatabase } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../components/SectionCard';
import { currentLanguage } from '../../i18n';
import { type PersistState, readPersistState, storageApi } from './storage-keep';

interface StorageFacts {
  persist: PersistState;
  /** Bytes used and the quota the browser allows, when it says. */
  usage: number | null;
  quota: number | null;
}

async function readFacts(): Promise<StorageFacts> {
  const storage = storageApi();
  const persist = await readPersistState(storage);
  if (!storage || typeof storage.estimate !== 'function')
    return { persist, usage: null, quota: null };
  try {
    const { usage, quota } = await storage.estimate();
    return { persist, usage: usage ?? null, quota: quota ?? null };
  } catch {
    return { persist, usage: null, quota: null };
  }
}

/** 12,3 MB — the browser's own unit formatting, in the interface language. */
export function formatBytes(bytes: number, language: string): string {
  const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: units[unit],
    unitDisplay: 'short',
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
}

/** The profile page's word on this device's storage: persisted or not, and how much is used. */
export function StorageSection() {
  const { t } = useTranslation('storage');
  const [facts, setFacts] = useState<StorageFacts | null>(null);
  useEffect(() => {
    let live = true;
    void readFacts().then((read) => {
      if (live) setFacts(read);
    });
    return () => {
      live = false;
    };
  }, []);
  if (!facts) return null;
  const language = currentLanguage();
  return (
    <SectionCard
      titleId="storage-title"
      title={t('section.title')}
      icon={<IconDatabase size={20} />}
    >
      <Text data-testid="storage-persist">{t(`section.persist.${facts.persist}`)}</Text>
      {facts.usage !== null && (
        <Text size="sm" c="dimmed" data-testid="storage-estimate">
          {facts.quota !== null
            ? t('section.usageOf', {
                used: formatBytes(facts.usage, language),
                quota: formatBytes(facts.quota, language),
              })
            : t('section.usage', { used: formatBytes(facts.usage, language) })}
        </Text>
      )}
      {facts.persist !== 'granted' && (
        <Text size="sm" c="dimmed">
          {t('section.hint')}
        </Text>
      )}
    </SectionCard>
  );
}
