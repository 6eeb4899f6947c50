import { useState } from 'react';
import { EmptyState, Page } from '@naturverse/ui';
import { SearchBox } from '../../components/SearchBox';
import { SoonCardList } from '../../components/SoonCardList';
import { TEACHERS, filterTeachers } from './teachers';

/** /naturversity/teachers: searchable by name, kingdom or specialty. */
export function TeachersPage() {
  const [query, setQuery] = useState('');
  const shown = filterTeachers(TEACHERS, query);
  return (
    <Page title="Teachers" intro="Friendly guides from across the kingdoms. Messaging is coming soon.">
      <SearchBox label="Search teachers by name, kingdom or specialty" value={query} onChange={setQuery} />
      {shown.length === 0 ? (
        <EmptyState>No teachers match “{query.trim()}” yet. Try a name, a kingdom or a subject!</EmptyState>
      ) : (
        <SoonCardList
          label="Teachers"
          idPrefix="teacher"
          items={shown}
          body={(teacher) => (
            <>
              <p className="nv-badge">{teacher.kingdom}</p>
              <p>{teacher.specialty}</p>
            </>
          )}
          action="Message (soon)"
        />
      )}
    </Page>
  );
}
