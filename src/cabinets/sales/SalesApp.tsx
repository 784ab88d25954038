import { Admin, ListGuesser, Resource } from 'react-admin';

export default function SalesApp() {
  return (
    <Admin>
      <Resource name="placeholder" list={ListGuesser} />
    </Admin>
  );
}
