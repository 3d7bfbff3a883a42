import type { ReactNode } from 'react';
import { Panel } from './ui/Panel';

export function SettingsCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Panel title={title} className="p-5" headingClassName="mb-4 text-lg">
      {children}
    </Panel>
  );
}
