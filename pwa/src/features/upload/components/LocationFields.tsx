/**
 * Province → district → sub-district pickers from the locations API: each list is filtered by its
 * parent, and choosing a parent clears the children. The Thai names go with the ids.
 */
import { useQuery } from '@tanstack/react-query';
import { useFormContext } from 'react-hook-form';
import { upload as t } from '../uploadTexts.ts';
import {
  districtsQueryOptions,
  provincesQueryOptions,
  subDistrictsQueryOptions,
} from '../../../lib/locations.ts';
import type { UploadFormValues } from '../form/uploadSchema.ts';
import { SelectField } from './fields.tsx';
import { useOnline } from './useOnline.ts';

const options = (items: readonly { id: number; name_th: string }[] | undefined) =>
  (items ?? []).map((item) => ({ value: String(item.id), label: item.name_th }));

export function LocationFields() {
  const { watch, setValue } = useFormContext<UploadFormValues>();
  const provinceId = watch('provinceId');
  const districtId = watch('districtId');
  const provinces = useQuery(provincesQueryOptions());
  const districts = useQuery(districtsQueryOptions(provinceId));
  const subDistricts = useQuery(subDistrictsQueryOptions(districtId));
  // Offline the page says so once; the lists load again when the network is back.
  const online = useOnline();
  const failed = online && (provinces.isError || districts.isError || subDistricts.isError);

  const nameOf = (items: readonly { id: number; name_th: string }[] | undefined, id: string) =>
    items?.find((item) => String(item.id) === id)?.name_th ?? '';

  return (
    <div className="upload-locations">
      <SelectField
        name="provinceId"
        label={t.fields.province}
        options={options(provinces.data)}
        placeholder={provinces.isPending ? t.loadingOptions : t.choose}
        onChange={(event) => {
          setValue('province', nameOf(provinces.data, event.target.value));
          setValue('districtId', '');
          setValue('district', '');
          setValue('subDistrictId', '');
          setValue('subDistrict', '');
        }}
      />
      <SelectField
        name="districtId"
        label={t.fields.district}
        options={options(districts.data)}
        disabled={provinceId === ''}
        onChange={(event) => {
          setValue('district', nameOf(districts.data, event.target.value));
          setValue('subDistrictId', '');
          setValue('subDistrict', '');
        }}
      />
      <SelectField
        name="subDistrictId"
        label={t.fields.subDistrict}
        options={options(subDistricts.data)}
        disabled={districtId === ''}
        onChange={(event) => setValue('subDistrict', nameOf(subDistricts.data, event.target.value))}
      />
      {failed && (
        <p className="error-text" role="alert">
          {t.locationLoadFailed}
        </p>
      )}
    </div>
  );
}
