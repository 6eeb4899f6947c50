import { useState } from 'react';
import { Button, EmptyState, Page } from '@naturverse/ui';
import { SearchBox } from '../../components/SearchBox';
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
        <ul className="nv-grid nv-nu-list" aria-label="Teachers">
          {shown.map((teacher) => (
            <li key={teacher.id}>
              <article className="nv-card nv-nu-card" aria-labelledby={`teacher-${teacher.id}`}>
                <h2 id={`teacher-${teacher.id}`} className="nv-card__title">
                  {teacher.name}
                </h2>
                <p className="nv-badge">{teacher.kingdom}</p>
                <p>{teacher.specialty}</p>
                <div className="nv-row nv-nu-actions">
                  <Button variant="secondary" disabled aria-describedby={`teacher-${teacher.id}`}>
                    Message (soon)
                  </Button>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}
