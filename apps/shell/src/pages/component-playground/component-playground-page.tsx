import { useDocumentTitle } from '@marketplace/shared-ui/document-title';

export function ComponentPlaygroundPage() {
  useDocumentTitle('Component playground');
  return (
    <div data-layout="playground">
      <h1>Component playground</h1>
    </div>
  );
}
