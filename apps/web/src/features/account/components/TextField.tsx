// The labelled input moved to components/ui (checkout uses it too); kept here for the account forms.
export { TextField, type TextFieldProps } from '../../../components/ui/TextField.tsx';
