package bench.model

// Hand-written types for the three corpora, used by the peer libraries. Field names are the JSON
// keys; a key that is sometimes null or absent is an Option.

final case class Twitter(statuses: Vector[Status], search_metadata: SearchMetadata)

final case class Status(
    metadata: StatusMetadata,
    created_at: String,
    id: Long,
    id_str: String,
    text: String,
    source: String,
    truncated: Boolean,
    in_reply_to_status_id: Option[Long],
    in_reply_to_status_id_str: Option[String],
    in_reply_to_user_id: Option[Long],
    in_reply_to_user_id_str: Option[String],
    in_reply_to_screen_name: Option[String],
    user: User,
    geo: Option[String],
    coordinates: Option[String],
    place: Option[String],
    contributors: Option[String],
    retweeted_status: Option[Status],
    retweet_count: Long,
    favorite_count: Long,
    entities: StatusEntities,
    favorited: Boolean,
    retweeted: Boolean,
    possibly_sensitive: Option[Boolean],
    lang: String
)

final case class StatusMetadata(result_type: String, iso_language_code: String)

final case class User(
    id: Long,
    id_str: String,
    name: String,
    screen_name: String,
    location: String,
    description: String,
    url: Option[String],
    entities: UserEntities,
    `protected`: Boolean,
    followers_count: Long,
    friends_count: Long,
    listed_count: Long,
    created_at: String,
    favourites_count: Long,
    utc_offset: Option[Long],
    time_zone: Option[String],
    geo_enabled: Boolean,
    verified: Boolean,
    statuses_count: Long,
    lang: String,
    contributors_enabled: Boolean,
    is_translator: Boolean,
    is_translation_enabled: Boolean,
    profile_background_color: String,
    profile_background_image_url: String,
    profile_background_image_url_https: String,
    profile_background_tile: Boolean,
    profile_image_url: String,
    profile_image_url_https: String,
    profile_banner_url: Option[String],
    profile_link_color: String,
    profile_sidebar_border_color: String,
    profile_sidebar_fill_color: String,
    profile_text_color: String,
    profile_use_background_image: Boolean,
    default_profile: Boolean,
    default_profile_image: Boolean,
    following: Boolean,
    follow_request_sent: Boolean,
    notifications: Boolean
)

final case class UserEntities(description: UrlList, url: Option[UrlList])
final case class UrlList(urls: Vector[UrlEntity])
final case class UrlEntity(url: String, expanded_url: String, display_url: String, indices: Vector[Long])

final case class StatusEntities(
    hashtags: Vector[Hashtag],
    symbols: Vector[String],
    urls: Vector[UrlEntity],
    user_mentions: Vector[UserMention],
    media: Option[Vector[Media]]
)

final case class Hashtag(text: String, indices: Vector[Long])
final case class UserMention(screen_name: String, name: String, id: Long, id_str: String, indices: Vector[Long])

final case class Media(
    id: Long,
    id_str: String,
    indices: Vector[Long],
    media_url: String,
    media_url_https: String,
    url: String,
    display_url: String,
    expanded_url: String,
    `type`: String,
    sizes: MediaSizes,
    source_status_id: Option[Long],
    source_status_id_str: Option[String]
)

final case class MediaSizes(medium: MediaSize, small: MediaSize, thumb: MediaSize, large: MediaSize)
final case class MediaSize(w: Long, h: Long, resize: String)

final case class SearchMetadata(
    completed_in: Double,
    max_id: Long,
    max_id_str: String,
    next_results: String,
    query: String,
    refresh_url: String,
    count: Long,
    since_id: Long,
    since_id_str: String
)

final case class Citm(
    areaNames: Map[String, String],
    audienceSubCategoryNames: Map[String, String],
    blockNames: Map[String, String],
    events: Map[String, Event],
    performances: Vector[Performance],
    seatCategoryNames: Map[String, String],
    subTopicNames: Map[String, String],
    subjectNames: Map[String, String],
    topicNames: Map[String, String],
    topicSubTopics: Map[String, Vector[Long]],
    venueNames: Map[String, String]
)

final case class Event(
    description: Option[String],
    id: Long,
    logo: Option[String],
    name: String,
    subTopicIds: Vector[Long],
    subjectCode: Option[String],
    subtitle: Option[String],
    topicIds: Vector[Long]
)

final case class Performance(
    eventId: Long,
    id: Long,
    logo: Option[String],
    name: Option[String],
    prices: Vector[Price],
    seatCategories: Vector[SeatCategory],
    seatMapImage: Option[String],
    start: Long,
    venueCode: String
)

final case class Price(amount: Long, audienceSubCategoryId: Long, seatCategoryId: Long)
final case class SeatCategory(areas: Vector[Area], seatCategoryId: Long)
final case class Area(areaId: Long, blockIds: Vector[Long])

final case class Canada(`type`: String, features: Vector[Feature])
final case class Feature(`type`: String, properties: Map[String, String], geometry: Geometry)
final case class Geometry(`type`: String, coordinates: Vector[Vector[Vector[Double]]])
