import { Admin, ListGuesser, Resource } from 'react-admin';

export default function ClientApp() {
  return (
    <Admin>
      <Resource name="placeholder" list={ListGuesser} />
    </Admin>
  );
}
